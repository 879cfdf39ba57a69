import type postgres from 'postgres';

const lit = (words: string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const firstWords = lit(
  'Patriot Liberty Eagle Summit Valor Frontier Heritage Keystone Anchor Harbor Pioneer Guardian Beacon Ridge Union Cedar Granite Horizon Sentinel Bluewater'.split(
    ' ',
  ),
);
const secondWords = lit([
  'Legal',
  'Counsel',
  'Careers',
  'Financial',
  'Wellness',
  'Health',
  'Housing',
  'Education',
  'Benefits',
  'Family',
  'Transition',
  'Realty',
  'Coaching',
  'Therapy',
  'Advisors',
  'Law Group',
  'Consulting',
  'Training',
  'Solutions',
  'Services',
]);
const descriptions = lit([
  'Veteran-owned firm helping with VA disability claims and appeals',
  'Licensed counselors for PTSD counseling and family support',
  'Resume writing and interview coaching for transitioning service members',
  'Discharge upgrade lawyers with a record of wins',
  'Financial planning, budgeting and debt help for military families',
  'Home loans and VA mortgage guidance',
  'GI Bill and education benefits navigation',
  'Orthopedic care and physical therapy clinics',
  'Small business coaching for veteran entrepreneurs',
  'Legal help with wills, estates and family law',
  'Job placement in the trades and in technology',
  'Mental health therapy and peer support groups',
]);
const specializations = lit([
  'va claims',
  'ptsd',
  'resume writing',
  'interview prep',
  'discharge upgrade',
  'gi bill',
  'home loans',
  'budgeting',
  'physical therapy',
  'small business',
  'family law',
  'job placement',
]);
const offerTitles = lit([
  'Free consultation',
  'Disability claim review',
  'Appeal representation',
  'Resume rewrite',
  'Interview coaching session',
  'PTSD counseling session',
  'Career coaching package',
  'Discharge upgrade review',
  'Financial check-up',
  'Home loan pre-approval',
  'GI Bill planning',
  'Physical therapy evaluation',
  'Business plan coaching',
  'Will and estate package',
  'Family therapy session',
]);

/**
 * `count` vendors with three offers each, in a few statements, with the search triggers off
 * (session_replication_role, a superuser setting) and vendor_search rebuilt in one pass after.
 */
export async function seedMarketplace(sql: postgres.Sql, count: number) {
  await sql.unsafe(`set session_replication_role = replica`);
  await sql.unsafe(`
    insert into vendors (company_name, description, email, phone, city, state, rating, review_count, tier,
      verification_status, is_active, region_id, specializations)
    select
      (${firstWords})[1 + (n * 7) % 20] || ' ' || (${secondWords})[1 + (n * 13) % 20] || ' ' || n,
      (${descriptions})[1 + (n * 11) % 12] || '.',
      'vendor' || n || '@example.org', '555-01' || lpad((n % 100)::text, 2, '0'), 'Springfield', r.state_province,
      (n * 37) % 501, (n * 13) % 400,
      (array['standard','standard','standard','preferred','premium'])[1 + n % 5],
      case when n % 33 = 0 then 'rejected' when n % 7 = 0 then 'pending' else 'verified' end,
      n % 25 <> 0, r.id,
      array[(${specializations})[1 + n % 12], (${specializations})[1 + (n * 5) % 12]]
    from generate_series(1, ${count}) n
    join (select id, state_province, row_number() over (order by name) - 1 as k, count(*) over () as total from regions) r
      on r.k = n % r.total`);
  await sql.unsafe(`
    insert into offers (vendor_id, category_id, title, description, service_type, base_price, currency, is_price_fixed, is_active, duration)
    select v.id, c.id, (${offerTitles})[1 + (v.k * 7 + i * 5) % 15], 'What the package covers, step by step.',
      (array['consultation','service','product','course'])[1 + (v.k + i) % 4],
      2000 + ((v.k * 31 + i * 977) % 300) * 100,
      case when (v.k + i) % 20 = 0 then 'CAD' else 'USD' end,
      (v.k + i) % 3 <> 0, (v.k + i) % 11 <> 0, '1 hour'
    from (select id, row_number() over (order by id) as k from vendors) v
    cross join generate_series(0, 2) i
    join (select id, row_number() over (order by slug) - 1 as k, count(*) over () as total from categories) c
      on c.k = (v.k * 3 + i) % c.total`);
  await sql.unsafe(`set session_replication_role = origin`);
  await sql.unsafe(`select vendor_search_rebuild()`);
  await sql.unsafe(`vacuum analyze vendors, offers, vendor_search`);
  return seededCounts(sql);
}

export async function seededCounts(sql: postgres.Sql) {
  const [counts] = await sql.unsafe(
    `select (select count(*) from vendors)::int as vendors, (select count(*) from offers)::int as offers,
      (select count(*) from vendor_search)::int as listed,
      (select id from categories order by slug limit 1) as "categoryId",
      (select id from regions where state_province = 'TX' limit 1) as "regionId"`,
  );
  return counts as unknown as { vendors: number; offers: number; listed: number; categoryId: string; regionId: string };
}
