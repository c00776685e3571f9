/**
 * @jest-environment node
 */
import { attachmentDisposition } from './storage-store';

describe('attachmentDisposition (how a stored resume is served)', () => {
  it('is always a download named after the uploaded file, without the unique prefix of its path', () => {
    expect(attachmentDisposition('resume/1732240000000-a1b2c3d4e5f6-Asha-Rao.pdf')).toBe(
      `attachment; filename="Asha-Rao.pdf"; filename*=UTF-8''Asha-Rao.pdf`,
    );
  });

  it('keeps quotes, line breaks and non-ASCII characters out of the plain file name and encodes them in filename*', () => {
    const header = attachmentDisposition('resume/1-ab-CV "final"\r\nSet-Cookie: x=1; Résumé(1).docx');
    expect(header).toBe(
      `attachment; filename="CV _final___Set-Cookie_ x_1_ R_sum__1_.docx"; filename*=UTF-8''CV%20%22final%22%0D%0ASet-Cookie%3A%20x%3D1%3B%20R%C3%A9sum%C3%A9%281%29.docx`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('falls back to the stored name, or "resume"', () => {
    expect(attachmentDisposition('resume/cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(attachmentDisposition('resume/')).toBe(`attachment; filename="resume"; filename*=UTF-8''resume`);
  });
});
