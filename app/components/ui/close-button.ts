/**
 * The round × of a dialog, a sheet or the filters' popover. A module of its own: the category and
 * search pages need the class without the sheet's code (their 130 KB budget).
 */
export const closeButtonClass =
  "-m-1 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600";
