// Loads the provider's payment widget script on demand (never part of the initial bundle) and
// initialises it. The script defines a global `LiteAPIPayment` class and works by redirect only.

export interface LiteAPIPaymentConfig {
  publicKey: string;
  secretKey: string;
  targetElement: string;
  returnUrl: string;
  appearance: { theme: string };
  options: { business: { name: string } };
}

declare global {
  interface Window {
    LiteAPIPayment?: new (config: LiteAPIPaymentConfig) => { handlePayment: () => unknown };
  }
}

const loading = new Map<string, Promise<void>>();

/** Injects the script once per URL; later calls share the same promise. A failed load can be retried. */
export function loadPaymentScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const p = new Promise<void>((resolve, reject) => {
    if (window.LiteAPIPayment) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.paymentWidget = 'true';
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error('Payment widget script failed to load'));
    };
    document.head.appendChild(script);
  });
  loading.set(src, p);
  return p;
}

/** Where the widget sends the browser after payment: our confirmation page, with the ids to book with. */
export function paymentReturnUrl(origin: string, ids: { prebookId: string; transactionId: string; reference: string }): string {
  const q = new URLSearchParams({ pid: ids.prebookId, tid: ids.transactionId, ref: ids.reference });
  return `${origin}/booking-confirmation?${q.toString()}`;
}

export async function startPaymentWidget(args: {
  scriptUrl: string;
  publicKey: string;
  businessName: string;
  secretKey: string;
  returnUrl: string;
}): Promise<void> {
  await loadPaymentScript(args.scriptUrl);
  const Widget = window.LiteAPIPayment;
  if (!Widget) throw new Error('Payment widget did not register');
  await new Widget({
    publicKey: args.publicKey,
    secretKey: args.secretKey,
    targetElement: '#payment-element',
    returnUrl: args.returnUrl,
    appearance: { theme: 'flat' },
    options: { business: { name: args.businessName } },
  }).handlePayment();
}
