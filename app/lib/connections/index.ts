// Connections rules shared by the wizard, the API and the tests: labels and bounds, the input
// schemas, and the score with what others see.
export * from "./labels";
export * from "./schema";
export * from "./scoring";
