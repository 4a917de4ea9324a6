// The event's record as an Excel workbook (docs/features/reports.md "The workbook"), written with
// ExcelJS: the sheets Questions (the CSV's columns), Polls (each poll's options, words, values or
// answers with their counts) and Participation (the report's figures and its timeline). Every
// text is written as a text cell, so a question that starts with "=" is shown, never run; counts
// are numbers, so a spreadsheet can add them up.
import type { EventReport } from "@handraise/contract";
import ExcelJS from "exceljs";
import type { Db } from "../../../db/connect.ts";
import { POLL_COLUMNS, pollRows } from "./poll-rows.ts";
import { questionRows } from "./question-rows.ts";

const NUMBER_COLUMNS = new Set(["Likes", "Favourites", "Voters", "Votes", "Score"]);
const WHOLE_OR_DECIMAL = /^-?\d+(\.\d+)?$/;

type Cell = string | number;

/** A table's rows with its counting columns as numbers (an empty cell stays empty). */
function typed(rows: string[][]): Cell[][] {
  const [header = [], ...records] = rows;
  const counting = header.map((name) => NUMBER_COLUMNS.has(name));
  return [
    header,
    ...records.map((row) => row.map((cell, i) => (counting[i] && WHOLE_OR_DECIMAL.test(cell) ? Number(cell) : cell))),
  ];
}

function addSheet(workbook: ExcelJS.Workbook, name: string, rows: Cell[][]): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  // A string value is always a text cell in ExcelJS (a formula needs an object), whatever it starts with.
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(...rows.map((row) => String(row[i] ?? "").length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
}

function participationRows(report: EventReport): Cell[][] {
  const { participants: p, questions: q } = report;
  return [
    ["Figure", "Count"],
    ["Members", p.members],
    ["Guests", p.guests],
    ["Participants", p.total],
    ["Askers", p.askers],
    ["Voters", p.voters],
    ["Questions", q.total],
    ["Answered", q.answered],
    ["Hidden", q.hidden],
    ["Awaiting review", q.awaitingReview],
    ["Anonymous", q.anonymous],
    ["Likes", q.likes],
    [],
    [`Activity per ${report.bucketMinutes === 1 ? "minute" : `${report.bucketMinutes} minutes`}`],
    ["From", "Joins", "Questions", "Likes", "Votes"],
    ...report.timeline.map((bucket) => [bucket.at, bucket.joins, bucket.questions, bucket.likes, bucket.votes]),
  ];
}

/** The workbook's bytes. */
export async function eventWorkbook(db: Db, eventId: string, report: EventReport): Promise<Buffer> {
  const [questions, polls] = await Promise.all([questionRows(db, eventId), pollRows(db, eventId)]);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Handraise";
  workbook.created = new Date(report.generatedAt);
  addSheet(workbook, "Questions", typed(questions));
  addSheet(workbook, "Polls", typed(polls.length > 0 ? polls : [[...POLL_COLUMNS]]));
  addSheet(workbook, "Participation", participationRows(report));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
