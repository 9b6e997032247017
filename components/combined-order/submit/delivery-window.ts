// When a parcel sent today would arrive by a method: its transit days as dates, worded for the page's language.

/** Transit days of a method (MethodOption.transitDays). */
export interface TransitDays {
  min: number;
  max: number;
}

/**
 * The first and last day of the delivery window: `today` (the browser's calendar day) plus the method's
 * least and most transit days, as short dates of `locale` ("Dec 3", "12月3日").
 */
export function deliveryWindow(locale: string, { min, max }: TransitDays, today: Date = new Date()): { from: string; to: string } {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const day = (offset: number) => format.format(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  return { from: day(min), to: day(max) };
}
