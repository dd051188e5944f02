import { createTestWallet } from "./wallet-certificates.ts";

// Issue 43: writes a throw-away certificate chain and service account into the folder named, for the end-to-end
// portal to start with both wallets configured (e2e/playwright.config.ts). Never for a real club.

const folder = process.argv[2];
if (!folder) throw new Error("Usage: tsx wallet-certificates.main.ts <folder>");
createTestWallet(folder);
