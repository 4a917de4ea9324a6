// latest.json's `ratios` holds every figure measured against its same-run baseline: the fan-out's
// and the hot HTTP calls' (bench/ratios.ts), whichever scenarios the last runs measured.
import { describe, expect, it } from "vitest";
import { headlineRatios } from "../../bench/ratios.ts";

const http = {
  hello: { ratioToHello: 1 },
  questionList: { ratioToHello: 0.52 },
  questionList304: { ratioToHello: 0.57 },
  postQuestion: { ratioToHello: 0.06 },
  bareWrite: { ratioToHello: 0.16 },
  like: { ratioToHello: 0.12 },
};

describe("the bench's headline ratios", () => {
  it("puts the hot calls' ratios beside the fan-out's", () => {
    expect(headlineRatios({ ratios: { cpuPerDelivery: 1.1, allReceivedP99: 0.9 } }, http)).toEqual({
      cpuPerDelivery: 1.1,
      allReceivedP99: 0.9,
      questionList: 0.52,
      questionList304: 0.57,
      postQuestion: 0.06,
      like: 0.12,
    });
  });

  it("keeps what was measured when a scenario is missing", () => {
    expect(headlineRatios(undefined, http)).toEqual({
      questionList: 0.52,
      questionList304: 0.57,
      postQuestion: 0.06,
      like: 0.12,
    });
    expect(headlineRatios({ ratios: { cpuPerDelivery: 1.2 } }, undefined)).toEqual({ cpuPerDelivery: 1.2 });
  });
});
