/**
 * Sets up data through the same HTTP API the screens use (a signed-in session per role), so each test starts
 * from the state it needs without clicking through other screens.
 */
export class ApiSession {
  private constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    readonly accountId: number,
  ) {}

  static async signIn(baseUrl: string, name: string, password: string): Promise<ApiSession> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: name, account_password: password }),
    });
    const body = (await response.json()) as { data?: { account_id: number }; message?: string };
    if (!response.ok || !body.data)
      throw new Error(`Sign-in of ${name} failed: ${body.message ?? response.status}`);
    const token = /token=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!token) throw new Error('The sign-in answer set no session cookie.');
    return new ApiSession(baseUrl, token, body.data.account_id);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${json.message ?? ''}`);
    return json;
  }

  /** Creates a website and returns its id. */
  async createWebsite(name: string, code: string, panel = 'NEXUS'): Promise<number> {
    const result = await this.call<{ data: { website_id: number } }>('POST', '/api/createwebsite', {
      website_name: name,
      website_code: code,
      website_panel: panel,
    });
    return result.data.website_id;
  }

  /** Creates an active account and returns its id. */
  async createUser(name: string, password: string, role: string, websiteId: number | null): Promise<number> {
    const result = await this.call<{ data: { account_id: number } }>('POST', '/api/addadminacc', {
      account_name: name,
      account_password: password,
      account_role: role,
      account_website: websiteId,
    });
    return result.data.account_id;
  }

  async createWhitelist(ip: string): Promise<void> {
    await this.call('POST', '/api/createwhitelist', { whitelist_ip: ip });
  }

  async createAkunBank(
    website: string,
    jenis: string,
    bank: string,
    name: string,
    number: string,
  ): Promise<void> {
    await this.call('POST', '/api/createakunbank', {
      akun_bank_website: website,
      akun_bank_jenis_transaksi: jenis,
      akun_bank_bank: bank,
      akun_bank_name: name,
      akun_bank_no: number,
    });
  }
}
