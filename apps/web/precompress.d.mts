export declare function precompressFolder(dir: string): Promise<void>;
