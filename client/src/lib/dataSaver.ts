// Whether the page being server-rendered, and then hydrated, was drawn saving data (issue 17 §4): the
// server's render and the browser's first render must agree, so both read it from here
// (entry-server.tsx from the request, main.tsx from the page's state; features/data-saver reads it).
import { createContext } from 'react';

export const ServerDataSaver = createContext(false);
