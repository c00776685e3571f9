import { renderPage } from '@seawave/shared-data/testing';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QuoteForm } from './quote-form';

jest.setTimeout(20_000);

function setup() {
  return renderPage(<QuoteForm />);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send' });

async function enter(user: UserEvent, name: string, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function fillValid(user: UserEvent) {
  await enter(user, 'Name', 'Asha Rao');
  await enter(user, 'Email', 'asha@example.com');
  await enter(user, 'Contact Number', '+91 98765 43210');
  await enter(user, 'Company Name', 'Rao Exports');
  await enter(user, 'Company Address', '12 Harbour Road, Navi Mumbai');
  await user.click(screen.getByRole('checkbox', { name: 'Warehousing' }));
}

describe('QuoteForm', () => {
  it('moves the focus to the first field to fix when it refuses to send', async () => {
    const { user, api } = setup();
    await user.click(send());
    expect(textbox('Name')).toHaveFocus();

    await fillValid(user);
    await user.clear(textbox('Contact Number'));
    await enter(user, 'Contact Number', '98765abc43');
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number (7 to 15 digits).');
    expect(textbox('Contact Number')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Contact Number')).toHaveAccessibleDescription('Use digits, spaces, +, - and parentheses: 7 to 15 digits.');
    expect(textbox('Contact Number')).toHaveFocus();
    expect(api.docs.quotes.size).toBe(0);
  });

  it('keeps a text longer than its limit, shows the count, and refuses it with a note on the field', async () => {
    const { user, api } = setup();
    await fillValid(user);
    await user.clear(textbox('Name'));
    const long = 'A'.repeat(120);
    await enter(user, 'Name', long);
    expect(textbox('Name')).toHaveValue(long);
    expect(textbox('Name')).toHaveAccessibleDescription('120 / 100 characters: 20 too many');

    await enter(user, 'Comments / Remarks', 'c'.repeat(4001));
    expect(textbox('Comments / Remarks')).toHaveValue('c'.repeat(4001));

    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers are too long. Please shorten them.');
    expect(textbox('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Name')).toHaveAccessibleDescription(/Please shorten this to 100 characters or fewer\./);
    expect(textbox('Comments / Remarks')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Comments / Remarks')).toHaveAccessibleDescription(/Please shorten this to 4000 characters or fewer\./);
    expect(textbox('Name')).toHaveFocus();
    expect(api.docs.quotes.size).toBe(0);
  });
});
