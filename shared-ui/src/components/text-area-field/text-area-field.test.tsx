import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function Controlled(props: Partial<TextAreaFieldProps>) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Message" value={value} onValueChange={setValue} {...props} />;
}

describe('TextAreaField', () => {
  it('is a labelled, controlled multi-line field', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { user } = renderWithTheme(<Controlled ref={ref} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(ref.current).toBe(textarea);
    await user.type(textarea, 'Line one{enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
  });

  it('counts characters with maxLength and showCount', async () => {
    const { user } = renderWithTheme(<Controlled maxLength={10} showCount />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 10 characters')).toBeInTheDocument();
    await user.type(textarea, 'Hello world, again');
    expect(textarea).toHaveValue('Hello worl');
    expect(screen.getByText('10 / 10 characters')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('10 / 10 characters');
  });

  it('keeps and counts text over a characterLimit', async () => {
    const { user } = renderWithTheme(<Controlled characterLimit={10} showCount />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAccessibleDescription('0 / 10 characters');
    await user.type(textarea, 'Hello world, again');
    expect(textarea).toHaveValue('Hello world, again');
    expect(textarea).toHaveAccessibleDescription('18 / 10 characters: 8 too many');
  });

  it('counts from 80% of a characterLimit', async () => {
    const { user } = renderWithTheme(<Controlled characterLimit={10} hint="Plain text." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textarea, '1234567');
    expect(textarea).toHaveAccessibleDescription('Plain text.');
    await user.type(textarea, '8');
    expect(textarea).toHaveAccessibleDescription('Plain text. 8 / 10 characters');
  });

  it('links its error and can be disabled', () => {
    renderWithTheme(<Controlled error="All fields are required." disabled />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('All fields are required.');
    expect(textarea).toBeDisabled();
  });
});
