export declare const ANTD_CSS_DIR: string;
export declare const THEMES: Record<string, string>;
export declare const CORE: string[];
export declare const EXTRAS: Record<string, string[]>;
export declare const COMPONENTS: string[];
export declare function generateAntdCss(): Record<string, string>;
export declare const CSS_FILE_OF: Record<string, string>;
