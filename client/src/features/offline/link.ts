// My Bookings and each booking's page with no signal (issue 17 §3): an Apollo link that keeps the last
// answer to the two booking reads (MyBookings, ManageBooking) in this browser's storage, and gives it back
// when the network fails, so those pages draw what the traveller last saw. The keeping and the booking
// documents (the PDF voucher put in Cache Storage, which the service worker serves) live in store.ts,
// loaded when first needed: the first load carries only this link.
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/** The reads kept for offline use: the booking list and one booking with its documents. */
const KEPT = new Set(['MyBookings', 'ManageBooking']);

const loadStore = () => import('./store.ts');

export const offlineSnapshots = new ApolloLink((operation, forward) => {
  if (!KEPT.has(operation.operationName ?? '')) return forward(operation);
  const key = `${operation.operationName}:${JSON.stringify(operation.variables ?? {})}`;
  return new Observable((observer) => {
    let replaying = false;
    const sub = forward(operation).subscribe({
      next: (result) => {
        if (result.data && !result.errors?.length) void loadStore().then((store) => store.keep(key, result));
        observer.next(result);
      },
      error: (error: unknown) => {
        replaying = true;
        loadStore()
          .then((store) => store.kept(key))
          .then(
            (saved) => {
              if (!saved) return observer.error(error);
              observer.next(saved);
              observer.complete();
            },
            () => observer.error(error),
          );
      },
      complete: () => {
        if (!replaying) observer.complete();
      },
    });
    return () => sub.unsubscribe();
  });
});
