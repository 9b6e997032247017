export declare function copyBuildForSite(root: string, dir: string): string;
