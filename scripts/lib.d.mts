// Types of scripts/lib.mjs, for the TypeScript that imports it (browser-test setup, benchmarks).
export declare const root: string;
export declare const WEB_INPUTS: string[];
export declare const SERVER_INPUTS: string[];
export declare function run(command: string, args: string[], options?: object): void;
export declare function ensureDependencies(): void;
export declare function buildIfStale(workspace: string, output: string, inputs: string[]): void;
