// Set-up for the component tests (the `ui` project, jsdom): what jsdom lacks and pages call, a
// longer wait for findBy* (a page's code loads lazily, on a busy 2-core machine), and a clean
// document and browser storage after every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

// A window nobody opened has a null opener in browsers; jsdom leaves it undefined, which the sign-in
// page would take for its popup (it would then close the window: the whole test document).
window.opener = null;

// jsdom does not lay pages out: scrolling does nothing there (it would only log "not implemented").
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
