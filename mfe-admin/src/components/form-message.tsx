import { ErrorText, Notice } from '@seawave/shared-ui';
import type { UseFormResult } from '@seawave/shared-ui/form';

type MessageParts = Pick<UseFormResult<object>, 'status' | 'message' | 'messageRef'>;

/** A staff form's one message: what to correct (invalid), or that storing failed; focused so it is read first. */
export function FormMessage({ status, message, messageRef }: MessageParts) {
  if (!message) return null;
  if (status === 'invalid') {
    return (
      <ErrorText ref={messageRef} tabIndex={-1}>
        {message}
      </ErrorText>
    );
  }
  if (status === 'failed') {
    return (
      <Notice variant="error" ref={messageRef} tabIndex={-1}>
        <p>{message}</p>
      </Notice>
    );
  }
  return null;
}
