// What happens around signing in and out beyond the session itself (spec §4: on login the wishlist, cart
// and orders load and local guest items are pushed to the server). Features register their own task here
// (the cart store registers "push local items, then load the server cart"), so the session knows no
// feature and a new one is one registration away.

export interface SignInContext {
  /** A valid access token (renewed when needed), or null when the session ended meanwhile. */
  getAccessToken: () => Promise<string | null>;
  locale: string;
}

export type SignInTask = (context: SignInContext) => Promise<void> | void;
export type SignOutTask = () => void;

const signInTasks = new Map<string, SignInTask>();
const signOutTasks = new Map<string, SignOutTask>();

/** Registers (or replaces) the task named `name`; returns a function that removes it. */
export function onSignIn(name: string, task: SignInTask): () => void {
  signInTasks.set(name, task);
  return () => {
    if (signInTasks.get(name) === task) signInTasks.delete(name);
  };
}

/** Runs after a logout cleared the session and the local keys (e.g. a store dropping its in-memory items). */
export function onSignOut(name: string, task: SignOutTask): () => void {
  signOutTasks.set(name, task);
  return () => {
    if (signOutTasks.get(name) === task) signOutTasks.delete(name);
  };
}

/**
 * Runs every sign-in task in parallel; one failing task never blocks the others or the sign-in.
 * Returns the names of the tasks that failed.
 */
export async function runSignInTasks(context: SignInContext): Promise<string[]> {
  const entries = [...signInTasks.entries()];
  const outcomes = await Promise.allSettled(entries.map(([, task]) => task(context)));
  const failed: string[] = [];
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      failed.push(entries[i]![0]);
      console.warn(`Sign-in task "${entries[i]![0]}" failed`, outcome.reason);
    }
  });
  return failed;
}

export function runSignOutTasks(): void {
  for (const [name, task] of signOutTasks) {
    try {
      task();
    } catch (error) {
      console.warn(`Sign-out task "${name}" failed`, error);
    }
  }
}
