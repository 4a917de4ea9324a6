// Which failures answer 503 (a passing outage) and which keep their usual answer: the one rule
// of http/outage.ts, checked on the error shapes the drivers really produce.
import { ANSWER_MESSAGES } from "@handraise/contract";
import { expect, it } from "vitest";
import { outageAnswer } from "../../src/http/outage.ts";

const unavailable = { status: 503, message: ANSWER_MESSAGES.serviceUnavailable };

it("answers 503 for a database that is restarting, unreachable, overloaded or too slow", () => {
  const outages = [
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
    Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
    Object.assign(new Error("connection failure"), { code: "08006" }),
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    new Error("Query read timeout"),
    Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    Object.assign(new Error("Service Unavailable"), { statusCode: 503 }),
    new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "57P01" }) }),
  ];
  for (const error of outages) expect(outageAnswer(error), error.message).toEqual(unavailable);
});

it("leaves every other failure to the usual answers", () => {
  const others = [
    new Error("something broke"),
    Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
    Object.assign(new Error("invalid input syntax"), { code: "22P02" }),
    Object.assign(new Error("syntax error"), { code: "42601" }),
    Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }),
    Object.assign(new Error("Not found"), { statusCode: 404 }),
    undefined,
    "a string",
  ];
  for (const error of others) expect(outageAnswer(error)).toBeUndefined();
});
