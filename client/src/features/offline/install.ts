// "Download App" (spec §2, issue 17 §2): where the browser offers to install the app, it fires
// `beforeinstallprompt` once it deems the app installable; the event is kept (its default, a mini
// info bar on Android, is held back) so the home page's button can open the browser's install dialog.
// captureInstallPrompt() runs at start-up (main.tsx). On a server-rendered page the app's code arrives
// after the first paint, and the browser may have offered installation by then: page-start.js keeps that
// event until the app takes it.

/** The event Chromium fires (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** set by page-start.js: the browser's offer of installation, when it came before the app's code */
    __installPrompt?: Event;
  }
}

let deferred: BeforeInstallPromptEvent | undefined;

export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  deferred = window.__installPrompt as BeforeInstallPromptEvent | undefined;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
  });
}

/** Opens the browser's install dialog if it offered one; otherwise shows `fallback` (the spec's alert). */
export function installApp(fallback: string): void {
  const event = deferred;
  if (!event) {
    window.alert(fallback);
    return;
  }
  // An event prompts once: the browser fires a new one if the traveller declines and may ask again.
  deferred = undefined;
  void event.prompt().catch(() => window.alert(fallback));
}
