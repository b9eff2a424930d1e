/** handle name -> catalogue id, from src/i18n/catalogues.ts */
export declare const handles: Map<string, string>;
/** The catalogue ids the files (absolute paths) and their static imports read. */
export declare function textIds(files: string[]): Set<string>;
