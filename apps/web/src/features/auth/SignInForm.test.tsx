import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProfile, traveller } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer, testSession } from '@/testing/render';
import { SignInForm } from './SignInForm';

/** GoTrue's refusal, as the server's /auth/v1 writes it. */
const refusal = (errorCode: string, msg: string) => ({
  status: 400,
  body: { code: 400, error_code: errorCode, msg },
});

const server = setUpApiServer({ 'GET /api/v1/profile': () => ({ body: testProfile() }) });

async function renderForm() {
  const onSignedIn = vi.fn();
  const onMfaRequired = vi.fn();
  await renderWithApp(<SignInForm onSignedIn={onSignedIn} onMfaRequired={onMfaRequired} />, {
    server,
    groups: ['auth'],
  });
  return { onSignedIn, onMfaRequired };
}

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  it('asks for both fields before sending anything', async () => {
    const { onSignedIn } = await renderForm();
    fillIn('ada@example.com', '');
    expect(await screen.findByText('Please fill in all fields.')).toBeTruthy();
    expect(server.requests.filter((request) => request.path.startsWith('/auth/'))).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and the password, then welcomes the visitor', async () => {
    server.answer('POST /auth/v1/token', () => ({ body: testSession(traveller) }));
    const { onSignedIn, onMfaRequired } = await renderForm();
    fillIn('  ada@example.com ', 's3cret!');

    expect(await screen.findByText('You have successfully signed in.')).toBeTruthy();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(onMfaRequired).not.toHaveBeenCalled();
    const [request] = server.received('POST /auth/v1/token');
    expect(request?.query.get('grant_type')).toBe('password');
    expect(request?.body).toMatchObject({ email: 'ada@example.com', password: 's3cret!' });
  });

  it("shows the server's reason when the password is wrong", async () => {
    server.answer('POST /auth/v1/token', () => refusal('invalid_credentials', 'Invalid login credentials'));
    const { onSignedIn } = await renderForm();
    fillIn('ada@example.com', 'wrong');

    expect(await screen.findByText('Sign In Error')).toBeTruthy();
    expect(screen.getByText('Invalid login credentials')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    // The form keeps what was typed, ready for another try.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers to send the confirmation link again to an unconfirmed address', async () => {
    server.answer('POST /auth/v1/token', () => refusal('email_not_confirmed', 'Email not confirmed'));
    server.answer('POST /auth/v1/resend', () => ({ body: {} }));
    await renderForm();
    fillIn('ada@example.com', 's3cret!');

    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText('A new confirmation link was sent to ada@example.com.')).toBeTruthy();
    const [request] = server.received('POST /auth/v1/resend');
    expect(request?.body).toMatchObject({ email: 'ada@example.com', type: 'signup' });
  });

  it('switches to the password-reset form and sends the link there', async () => {
    server.answer('POST /auth/v1/recover', () => ({ body: {} }));
    await renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));

    // The address typed so far comes along.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(server.received('POST /auth/v1/recover')).toHaveLength(1));
    expect(server.received('POST /auth/v1/recover')[0]?.body).toMatchObject({ email: 'ada@example.com' });
  });
});
