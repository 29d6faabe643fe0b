import PDFDocument from 'pdfkit';

import { STATEMENT_CSV_COLUMNS, type StatementAmounts } from '@portal/contracts';

import type { MonthlyStatement } from './monthly-statement';
import { dayMonthYear, monthTitle, numberText, rupees } from './statement-format';
import type { MonthlyStatementLine } from './statement-repository';

// In English for every member, a member who chose Urdu too: Helvetica and pdfkit cannot lay out Urdu
// well (ADR 0025).
const MARGIN = 40;
const ROW_HEIGHT = 16;
/** The table's column widths on landscape A4 (762 points between the margins), in STATEMENT_CSV_COLUMNS' order. */
const WIDTHS = [50, 60, 55, 120, 157, 64, 64, 60, 66, 66] as const;
/** The amount columns (right-aligned): from Gross on. */
const FIRST_AMOUNT = 5;

const lineCells = (l: MonthlyStatementLine): string[] => [
  numberText(l.payout_number),
  dayMonthYear(l.payout_date),
  numberText(l.booking_number),
  l.customer_name ?? '',
  l.tour_name ?? '',
  ...amountCells(l),
];

const amountCells = (a: StatementAmounts): string[] => [a.gross, -a.commission, -a.refund, a.adjustment, a.net].map(rupees);

/** One row of the table at the current height, each cell cut to its column with an ellipsis. */
function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = WIDTHS[i]!;
    doc.text(cell, x, y, {
      width: width - 4,
      height: ROW_HEIGHT,
      lineBreak: false,
      ellipsis: true,
      align: i >= FIRST_AMOUNT ? 'right' : 'left',
    });
    x += width;
  });
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(MARGIN, doc.y - 4)
    .lineTo(doc.page.width - MARGIN, doc.y - 4)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

function header(doc: PDFKit.PDFDocument, statement: MonthlyStatement): void {
  doc.font('Helvetica-Bold').fontSize(18).text('Payout statement', MARGIN, MARGIN);
  doc.moveDown(0.5).fontSize(12).text(statement.business.name);
  doc.font('Helvetica').fontSize(10).text(statement.business.address);
  doc
    .moveDown(0.5)
    .text(`Period: ${monthTitle(statement.month)} (${dayMonthYear(statement.period.from)} to ${dayMonthYear(statement.period.last)})`);
  doc.text('Payouts due in the period; amounts in Pakistani rupees (Rs).');
  doc.moveDown(1);
}

/** Starts a new page (with the column headings again) when the next row would not fit. */
function roomFor(doc: PDFKit.PDFDocument): void {
  if (doc.y + ROW_HEIGHT * 2 <= doc.page.height - MARGIN) return;
  doc.addPage();
  doc.y = MARGIN;
  row(doc, STATEMENT_CSV_COLUMNS, true);
  rule(doc);
}

/** The month's statement as a PDF document: the business, the period, one row per line, the totals and the adjustments' notes. */
export function statementPdf(statement: MonthlyStatement): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `Payout statement ${statement.month}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, statement);
  row(doc, STATEMENT_CSV_COLUMNS, true);
  rule(doc);
  for (const line of statement.lines) {
    roomFor(doc);
    row(doc, lineCells(line));
  }
  if (statement.lines.length === 0) doc.font('Helvetica').fontSize(9).text('No payouts were due in this month.', MARGIN).moveDown(0.5);
  roomFor(doc);
  rule(doc);
  row(doc, ['Totals', '', '', '', '', ...amountCells(statement.totals)], true);
  notes(doc, statement.lines);
  doc.end();
  return done;
}

/** What each adjustment was for, under the table. */
function notes(doc: PDFKit.PDFDocument, lines: readonly MonthlyStatementLine[]): void {
  const adjusted = lines.filter((l) => l.adjustment !== 0 && l.adjustment_note);
  if (adjusted.length === 0) return;
  doc.moveDown(1).font('Helvetica-Bold').fontSize(9).text('Adjustments', MARGIN);
  doc.font('Helvetica').fontSize(8);
  for (const l of adjusted) doc.text(`Booking ${numberText(l.booking_number)}: ${rupees(l.adjustment)}, ${l.adjustment_note}`);
}
