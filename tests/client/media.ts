// jsdom has no matchMedia. This one matches nothing until a test says what does (`setMedia`), and then
// tells each list's listeners, as a browser does when the window is resized or a system setting changes:
// code that keeps its MediaQueryList (lib/useMediaQuery.ts keeps one per query for the page's life) sees
// the change too. setup.ts installs it and matches nothing again after each test.
type Listener = (event: MediaQueryListEvent) => void;

interface List {
  media: string;
  listeners: Set<Listener>;
  list: MediaQueryList;
}

let matching: (query: string) => boolean = () => false;
const lists: List[] = [];

function matchMedia(query: string): MediaQueryList {
  const entry: List = { media: query, listeners: new Set(), list: undefined as unknown as MediaQueryList };
  entry.list = {
    media: query,
    get matches() {
      return matching(query);
    },
    onchange: null,
    addListener: (l: Listener) => entry.listeners.add(l),
    removeListener: (l: Listener) => entry.listeners.delete(l),
    addEventListener: (_type: string, l: Listener) => entry.listeners.add(l),
    removeEventListener: (_type: string, l: Listener) => entry.listeners.delete(l),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
  lists.push(entry);
  return entry.list;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });
}

/** From now on the queries `matches` accepts match; the lists whose answer changed tell their listeners. */
export function setMedia(matches: (query: string) => boolean): void {
  const before = lists.map((l) => l.list.matches);
  matching = matches;
  lists.forEach((l, i) => {
    if (l.list.matches === before[i]) return;
    const event = { matches: l.list.matches, media: l.media } as MediaQueryListEvent;
    for (const listener of [...l.listeners]) listener(event);
  });
}
