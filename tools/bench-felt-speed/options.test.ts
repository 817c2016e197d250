import { describe, expect, it } from 'vitest';
import { parseFeltSpeedArgs, parsePages } from './options';

describe('parseFeltSpeedArgs', () => {
  it('measures every page 5 times on its own ports by default, building nothing', () => {
    expect(parseFeltSpeedArgs([])).toEqual({
      runs: 5,
      pages: ['home', 'category', 'product'],
      build: false,
      checkout: undefined,
      against: undefined,
      json: undefined,
      signedIn: false,
      fromAnotherSite: false,
      apiPort: 3390,
      port: 4290,
      floorPort: 4293,
      againstPort: 4291,
      sitePort: 4294,
    });
  });

  it('reads the runs, pages, build, JSON file and ports', () => {
    const options = parseFeltSpeedArgs(['--runs', '3', '--pages', 'product', '--build', '--json', 'out.json', '--api-port', '5001', '--port', '5002', '--floor-port', '5003']);
    expect(options).toEqual({
      runs: 3,
      pages: ['product'],
      build: true,
      checkout: undefined,
      against: undefined,
      json: 'out.json',
      signedIn: false,
      fromAnotherSite: false,
      apiPort: 5001,
      port: 5002,
      floorPort: 5003,
      againstPort: 4291,
      sitePort: 4294,
    });
  });

  it('adds the signed-in shopper’s loads with --signed-in', () => {
    expect(parseFeltSpeedArgs(['--signed-in']).signedIn).toBe(true);
  });

  it('reaches each load from a page of another site with --from-another-site, on a port of its own', () => {
    expect(parseFeltSpeedArgs(['--from-another-site', '--site-port', '5004'])).toMatchObject({ fromAnotherSite: true, sitePort: 5004 });
    expect(() => parseFeltSpeedArgs(['--from-another-site', '--site-port', '4293'])).toThrow(/different ports/);
  });

  it("measures another checkout's storefront, which it does not build", () => {
    expect(parseFeltSpeedArgs(['--checkout', '/tmp/before']).checkout).toBe('/tmp/before');
    expect(() => parseFeltSpeedArgs(['--checkout', '/tmp/before', '--build'])).toThrow(/--build/);
  });

  it("measures a second checkout's storefront beside this one's, on a port of its own", () => {
    const options = parseFeltSpeedArgs(['--against', '/tmp/before', '--against-port', '5004']);
    expect(options).toMatchObject({ against: '/tmp/before', againstPort: 5004 });
    expect(() => parseFeltSpeedArgs(['--against', '/tmp/before', '--against-port', '4290'])).toThrow(/different ports/);
    // Its port only matters when there is a second storefront.
    expect(parseFeltSpeedArgs(['--against-port', '4290']).against).toBeUndefined();
  });

  it('refuses a run count that is not a whole number of at least 1', () => {
    expect(() => parseFeltSpeedArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseFeltSpeedArgs(['--runs', '2.5'])).toThrow(/--runs/);
  });

  it('refuses an unknown option and two servers on one port', () => {
    expect(() => parseFeltSpeedArgs(['--run', '3'])).toThrow(/--run/);
    expect(() => parseFeltSpeedArgs(['--port', '4293'])).toThrow(/different ports/);
  });
});

describe('parsePages', () => {
  it('keeps the order given, each page once', () => {
    expect(parsePages('product, home,product')).toEqual(['product', 'home']);
  });

  it('names the page it does not know', () => {
    expect(() => parsePages('home,checkout')).toThrow(/unknown page checkout/);
    expect(() => parsePages(',')).toThrow(/at least one/);
  });
});
