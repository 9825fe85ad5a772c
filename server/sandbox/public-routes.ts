// What a browser needs from the sandbox, and so all the public port forwards to it in production: its
// generated photos and its payment widget (the script, and the confirm endpoint the widget's card form
// posts to, with that endpoint's CORS preflight). The provider routes (/sandbox/liteapi/..., the
// account-wide booking list, guests, cancel), the GeoDB route and the /_control switches are for the app,
// which calls them on the sandbox's private listener on 127.0.0.1.

/** Path segments of image URLs: letters, digits, _ - and dots, never starting with a dot (no ".." to climb out). */
const IMAGE_PATH = /^\/sandbox\/images(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;
const PAYMENT_SCRIPT = '/sandbox/payment/liteAPIPayment.js';
const PAYMENT_CONFIRM = '/sandbox/payment/confirm';

/** True when a browser may reach this sandbox request from outside (`url` as the request line has it). */
export function isPublicSandboxRequest(method: string, url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const read = method === 'GET' || method === 'HEAD';
  if (read && (path === PAYMENT_SCRIPT || IMAGE_PATH.test(path))) return true;
  return (method === 'POST' || method === 'OPTIONS') && path === PAYMENT_CONFIRM;
}
