// What bench/ppc-rules.ts needs of the PPC rule engine (issue 21).
export { evaluateRules } from '../modules/ppc/rules/engine.ts';
