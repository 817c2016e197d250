/** Writes `<path>.br` and `<path>.gz` when smaller than the file; returns the sizes written (null: not written). */
export declare function precompressFile(path: string): Promise<{ br: number | null; gz: number | null }>;

/** `.br` and `.gz` beside each text file of a folder and its subfolders; returns how many files were compressed. */
export declare function precompressDirectory(dir: string): Promise<number>;
