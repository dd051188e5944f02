// Issue 46: the elections' queries, all under "elections", so a nomination or an answer reloads every page of them.
// Kept here, not in the app's keys: the first script has no room for them (the login page's budget).
export const electionKeys = {
  all: ["elections"] as const,
  list: ["elections", "list"] as const,
  one: (id: number) => ["elections", "one", id] as const,
};
