import { adminSearchMessages } from "@club/domain/search.schema";
import { z } from "zod";

/** spec §5: the regional report needs a region, a filter option and an export section. */
export const reportFormSchema = z.object({
  region: z.string().min(1, adminSearchMessages.regionRequired),
  filterOption: z.string().min(1, adminSearchMessages.filterRequired),
  exportSelection: z.string().min(1, adminSearchMessages.sectionRequired),
});

export type ReportFormValues = z.infer<typeof reportFormSchema>;
