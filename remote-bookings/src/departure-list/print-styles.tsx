/**
 * What a printed departure list leaves out: the layout's rail, drawer and header, and every control
 * of the page (marked data-print="hide"). Only the list, its heading and totals reach the paper.
 */
const PRINT_CSS = `@media print {
  nav, header, [data-print="hide"] { display: none !important; }
  main, main section { padding: 0 !important; max-width: none !important; }
  [data-print="table"] { overflow: visible !important; }
}`;

export const PrintStyles = () => <style>{PRINT_CSS}</style>;
