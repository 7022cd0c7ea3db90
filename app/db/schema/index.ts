export * from "./accounts";
export * from "./doctors";
export * from "./messages";
export * from "./security";
export * from "./trips";
export * from "./intake";
export * from "./booking";
