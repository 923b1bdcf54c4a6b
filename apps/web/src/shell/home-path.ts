/**
 * The crew's home, where most signed-in starts open (first-screen.test.ts keeps it in step with
 * the route). Apart from first-screen.ts so that the build's preload script can read it too.
 */
export const homePath = '/';
