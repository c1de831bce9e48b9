export declare function messageFolders(root: string): Array<[scope: string, folder: string]>;
export declare function virtualSource(id: string, root: string): string | undefined;
