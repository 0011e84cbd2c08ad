export declare const PRECOMPRESSED: RegExp;
export declare const PRECOMPRESS_THRESHOLD: number;
export declare function precompressFolder(dir: string): Promise<void>;
