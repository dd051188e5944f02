import { type Judge, judgeChangeSchema } from "@club/domain/judging.schema";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";

/** A judge's level and seminars as the Change form holds them; a seminar's date as the date field types it. */
export interface JudgeValues {
  level: string;
  seminars: { name: string; date: string }[];
}

export const judgeFormFields = ["level", "seminars"];

export function judgeValuesOf(judge: Judge): JudgeValues {
  return { level: judge.level, seminars: judge.seminars.map((seminar) => ({ ...seminar })) };
}

export const judgeResolver = bodyResolver<JudgeValues>(judgeChangeSchema, (values) => values);
