/** Amplify's sign-out alone (light: the login page needs it before anything else loads). */
import { signOut } from 'aws-amplify/auth';

/** Amplify's sign-out; a failure only leaves tokens that the next sign-in replaces. */
export async function amplifySignOut(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error('Amplify sign-out failed', error);
  }
}
