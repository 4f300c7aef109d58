import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  hasPrerenderedPage,
  PRERENDERED_PAGE_ID,
  removePrerenderedPage,
  ReplacePrerenderedPage,
  usePrerenderedInput,
} from './prerendered-page';

/** The server's drawn page: a form the user may have typed into before the app started. */
function drawPrerenderedPage(): { username: HTMLInputElement; password: HTMLInputElement } {
  const page = document.createElement('div');
  page.id = PRERENDERED_PAGE_ID;
  page.innerHTML =
    '<form><input name="username" /><input name="password" type="password" /></form>';
  document.body.prepend(page);
  const [username, password] = [...page.querySelectorAll('input')];
  if (!username || !password) throw new Error('The drawn page has no inputs');
  return { username, password };
}

function AppForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const usernameRef = usePrerenderedInput('username', setUsername);
  const passwordRef = usePrerenderedInput('password', setPassword);
  return (
    <form aria-label="app form">
      <input
        aria-label="Username"
        name="username"
        ref={usernameRef}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <input
        aria-label="Password"
        name="password"
        type="password"
        ref={passwordRef}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <output>{`${username}/${password}`}</output>
    </form>
  );
}

afterEach(() => removePrerenderedPage());

describe('a prerendered page taken over by the app', () => {
  it("gives the app's inputs what was typed into the drawn ones, with the focus and caret where they were, then removes the drawn page", () => {
    const drawn = drawPrerenderedPage();
    drawn.username.value = 'siti';
    drawn.password.value = 'secret';
    drawn.password.focus();
    drawn.password.setSelectionRange(2, 2);

    render(
      <>
        <AppForm />
        <ReplacePrerenderedPage />
      </>,
    );

    expect(hasPrerenderedPage()).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('siti/secret');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('secret');
    expect(password).toHaveFocus();
    expect((password as HTMLInputElement).selectionStart).toBe(2);
    expect(screen.getByLabelText('Username')).toHaveValue('siti');
  });

  it('leaves empty inputs and the focus alone when nothing was typed or focused', () => {
    drawPrerenderedPage();
    render(
      <>
        <AppForm />
        <ReplacePrerenderedPage />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/');
    expect(document.body).toHaveFocus();
    expect(hasPrerenderedPage()).toBe(false);
  });

  it('does nothing on a page the server did not draw', () => {
    expect(hasPrerenderedPage()).toBe(false);
    render(
      <>
        <AppForm />
        <ReplacePrerenderedPage />
      </>,
    );
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(() => removePrerenderedPage()).not.toThrow();
  });
});
