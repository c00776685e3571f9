// Entry of the shell's Node build. Like the browser entry it is an async
// boundary: the shared modules (React, emotion, the stores) are ready only
// after the federation runtime has initialised the share scope.
import type { RenderedPage, RenderRequest } from './render';

export type { RenderedPage, RenderRequest };

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { renderPage: render } = await import('./render');
  return render(request);
}
