import { css, useTheme, type Theme } from '@emotion/react';
import { STAFF_CHECK_SLOW_MESSAGE, useAuth, type AuthStatus } from '@seawave/shared-data';
import { Button, ButtonLink, Notice, PageContainer, Spinner, useHomeHref } from '@seawave/shared-ui';
import { PageTitle } from '@seawave/shared-ui/page';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { EmailDialog } from '../components/sign-in/email-dialog';
import { signInTarget } from '../components/sign-in/sign-in-redirect';
import { paths } from '../routes.generated';

const cardStyles = (theme: Theme) => css`
  max-width: 32rem;
  margin: 0 auto;
  padding: ${theme.space[6]};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

/** Who is signed in, whether the check is still running, or who may sign in. */
function SignInState({ status, email }: { status: AuthStatus; email: string | null }) {
  const theme = useTheme();
  const signedIn = (status === 'signedIn' || status === 'unconfirmed') && email;
  return (
    <p
      data-testid="sign-in-state"
      css={css`
        margin: 0 0 ${theme.space[5]};
        color: ${theme.colors.textMuted};
      `}
    >
      {signedIn ? (
        <>
          Signed in as <strong>{email}</strong>.{status === 'unconfirmed' ? ` ${STAFF_CHECK_SLOW_MESSAGE}` : null}
        </>
      ) : status === 'checking' ? (
        'Checking whether you are signed in…'
      ) : (
        'Staff only. Sign in with an authorised SEAWAVE account to manage blogs, jobs, applicants and quotes.'
      )}
    </p>
  );
}

/** Local back end: the e-mail is asked in the product's own dialog; Firebase: the Google popup. */
export default function SignInPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const home = useHomeHref();
  const location = useLocation();
  const status = useAuth((state) => state.status);
  const email = useAuth((state) => state.user?.email ?? null);
  const error = useAuth((state) => state.error);
  const pending = useAuth((state) => state.pending);
  const signInMethod = useAuth((state) => state.signInMethod);
  const signIn = useAuth((state) => state.signIn);
  const signOut = useAuth((state) => state.signOut);
  const clearError = useAuth((state) => state.clearError);
  const ensureAuthChecked = useAuth((state) => state.ensureAuthChecked);
  const [dialogOpen, setDialogOpen] = useState(false);

  // Loaded at once so an existing session shows and the Google popup opens inside the click
  // (browsers block popups opened too long after it).
  useEffect(() => {
    void ensureAuthChecked();
  }, [ensureAuthChecked]);

  // A message belongs to this visit of the page: leaving it forgets the message.
  useEffect(() => () => clearError(), [clearError]);

  async function attemptSignIn(address?: string) {
    const ok = await signIn(address);
    if (ok) navigate(signInTarget(location.state), { replace: true });
  }

  function handleSignInClick() {
    if (signInMethod === 'email-dialog') {
      clearError();
      setDialogOpen(true);
    } else {
      void attemptSignIn();
    }
  }

  async function handleSignOut() {
    await signOut();
    navigate(home);
  }

  // Unconfirmed: signed in, the staff check not answered yet; the session is kept, and the staff pages ask again.
  const signedIn = (status === 'signedIn' || status === 'unconfirmed') && email;

  return (
    <PageContainer narrow padded>
      <div css={cardStyles(theme)}>
        <PageTitle>Admin Sign In</PageTitle>
        <SignInState status={status} email={email} />

        {error ? <Notice variant="error">{error}</Notice> : null}

        <div css={actionsStyles(theme)}>
          <Button onClick={handleSignInClick} disabled={pending}>
            Sign In
          </Button>
          <Button variant="secondary" onClick={() => void handleSignOut()} disabled={pending || !signedIn}>
            Sign Out
          </Button>
          {pending ? <Spinner label="Please wait" /> : null}
        </div>

        {signedIn ? (
          <p
            css={css`
              margin: ${theme.space[5]} 0 0;
            `}
          >
            <ButtonLink to={paths.admin.href()} variant="ghost">
              Go to the dashboard
            </ButtonLink>
          </p>
        ) : null}
      </div>

      <EmailDialog
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        onSubmit={(address) => {
          setDialogOpen(false);
          void attemptSignIn(address);
        }}
      />
    </PageContainer>
  );
}
