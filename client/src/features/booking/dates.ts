// Date text of the money path that tolerates missing or malformed values from storage.
import { format, parseISO } from 'date-fns';
import { formatDate } from '../../lib/format.ts';

/** "Mon, 2 Dec 2026", or a dash when the date is missing or unreadable. */
export function safeFormatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

/** "2 Dec 2026, 6:00 PM" for a deadline instant. */
export function formatDeadlineText(iso: string): string {
  try {
    return format(parseISO(iso), 'd MMM yyyy, h:mm a');
  } catch {
    return iso;
  }
}
