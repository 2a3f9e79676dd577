/**
 * The few selenium-webdriver APIs the WebKit run uses (the package ships no types; one dev dependency is
 * allowed for this run, so no @types package). Shapes follow selenium-webdriver 4.x's documentation.
 */
declare module 'selenium-webdriver' {
  export interface Locator {
    readonly using: string;
    readonly value: string;
  }
  export const By: { css(selector: string): Locator; xpath(xpath: string): Locator };
  export interface WebElement {
    click(): Promise<void>;
    getText(): Promise<string>;
    getAttribute(name: string): Promise<string | null>;
  }
  export interface Cookie {
    name: string;
    value: string;
    path?: string;
    httpOnly?: boolean;
    sameSite?: 'Lax' | 'Strict' | 'None';
  }
  export interface Options {
    addCookie(cookie: Cookie): Promise<void>;
    window(): {
      setRect(rect: { x?: number; y?: number; width?: number; height?: number }): Promise<void>;
      getRect(): Promise<{ x: number; y: number; width: number; height: number }>;
    };
  }
  export interface WebDriver {
    get(url: string): Promise<void>;
    getCurrentUrl(): Promise<string>;
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>;
    findElement(locator: Locator): Promise<WebElement>;
    findElements(locator: Locator): Promise<WebElement[]>;
    /** Resolves with the first truthy value of `condition`. */
    wait<T>(condition: () => Promise<T | null | false | undefined>, timeoutMs?: number, message?: string): Promise<T>;
    manage(): Options;
    quit(): Promise<void>;
  }
  export class Builder {
    usingServer(url: string): this;
    withCapabilities(capabilities: Record<string, unknown>): this;
    build(): Promise<WebDriver>;
  }
}
