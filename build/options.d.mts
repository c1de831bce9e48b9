export declare const ROOT: string;
export declare function widgetNames(): string[];
