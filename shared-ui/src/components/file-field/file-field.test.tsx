import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SeawaveThemeProvider } from '../../theme/theme-provider';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FileField } from './file-field';

const resume = new File(['%PDF-1.4'], 'Asha.pdf', { type: 'application/pdf' });

function ResumeForm({ onFile }: { onFile: (file: File | null) => void }) {
  const [resetKey, setResetKey] = useState(0);
  const [other, setOther] = useState(0);
  return (
    <>
      <FileField
        label="Resume"
        accept=".pdf,.doc,.docx"
        hint="Enter resume name as your first name."
        required
        resetKey={resetKey}
        onFileChange={onFile}
      />
      <button onClick={() => setResetKey((key) => key + 1)}>Reset</button>
      <button onClick={() => setOther((count) => count + 1)}>Re-render {other}</button>
    </>
  );
}

describe('FileField', () => {
  it('is labelled, hinted, names the chosen file', async () => {
    const onFile = jest.fn();
    const { user } = renderWithTheme(<ResumeForm onFile={onFile} />);
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter resume name as your first name.');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await user.upload(input, resume);
    expect(onFile).toHaveBeenCalledWith(resume);
    expect(screen.getByText('Asha.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Re-render/ }));
    expect(screen.getByText('Asha.pdf')).toBeInTheDocument();
    expect((screen.getByLabelText('Resume') as HTMLInputElement).files?.[0]).toBe(resume);
  });

  it('clears the chosen file when resetKey changes', async () => {
    const { user } = renderWithTheme(<ResumeForm onFile={() => undefined} />);
    await user.upload(screen.getByLabelText('Resume'), resume);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Asha.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect((screen.getByLabelText('Resume') as HTMLInputElement).files).toHaveLength(0);
  });

  it('links error, forwards ref, can be disabled', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<FileField ref={ref} label="Blog Photo" accept="image/*" error="Choose an image up to 5 MB." disabled />);
    const input = screen.getByLabelText('Blog Photo');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose an image up to 5 MB.');
    expect(input).toBeDisabled();
  });

  it('names a file chosen before hydration', async () => {
    const ui = (
      <SeawaveThemeProvider>
        <FileField label="Resume" accept=".pdf" />
      </SeawaveThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [resume] });
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByText(/Chosen file:/)).toHaveTextContent('Chosen file: Asha.pdf');
    expect(screen.queryByText('No file chosen')).toBeNull();
    container.remove();
  });
});
