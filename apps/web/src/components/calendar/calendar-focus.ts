import { createContext, useContext } from 'react';

/**
 * False inside the month grid's bar layer: there the day cells carry the keyboard and the
 * screen reader (a day opens its list), so the bars stay for the mouse and out of the tab order.
 */
const BarsFocusable = createContext(true);

export const BarsFocusableProvider = BarsFocusable.Provider;

/** The tab index a bar's link takes: in the tab order unless its layer says otherwise. */
export const useBarTabIndex = (): number | undefined =>
  useContext(BarsFocusable) ? undefined : -1;
