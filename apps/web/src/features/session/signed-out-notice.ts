// Why the app signed the user out on its own (docs/product.md §8: any 401 clears the user and goes to
// /login). A saved login that stops working means the session was ended elsewhere (a password
// reset, the account deleted, logout everywhere), and the login page says so instead of
// appearing without a word. Kept in memory, not in storage: clearing the user wipes storage,
// and several calls may answer 401 one after another; after a reload the next 401 says it again.
let signedOut = false;

export function rememberSignedOut(): void {
  signedOut = true;
}

/** Whether the login page should explain a sign-out; the notice is shown once. */
export function takeSignedOut(): boolean {
  const shown = signedOut;
  signedOut = false;
  return shown;
}
