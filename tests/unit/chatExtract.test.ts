import { describe, expect, it } from 'vitest';
import {
  detectBranch,
  extractEmail,
  extractInfo,
  extractLocation,
  extractName,
  mergeInfo,
  normalizePhone,
  redactContactDetails,
} from '../../src/server/services/chat/extract';

describe('extracting details from a message', () => {
  it('finds an email, lower-cased', () => {
    expect(extractEmail('write to John.Smith+va@Example.COM please')).toBe('john.smith+va@example.com');
    expect(extractEmail('no email here @ all')).toBeNull();
  });

  it.each([
    ['call me at (555) 123-4567', '5551234567'],
    ['555-123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['5551234567', '5551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['1-555-123-4567', '+15551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
  ])('normalizes the phone in %j', (text, phone) => {
    expect(normalizePhone(text)).toBe(phone);
  });

  it('ignores numbers that are not a US phone or are our own helplines', () => {
    expect(normalizePhone('call 988 and press 1')).toBeNull();
    expect(normalizePhone('text 838255')).toBeNull();
    expect(normalizePhone('claim number 123456789012')).toBeNull();
    expect(normalizePhone('I already called 877-424-3838')).toBeNull();
  });

  it.each([
    ['My name is John Smith and I need help', 'John Smith'],
    ['my name is maria lopez', 'Maria Lopez'],
    ["Hi, I'm Dan from Ohio", 'Dan'],
    ["I'm Sarah Connor, Army veteran", 'Sarah Connor'],
    ['I am Luis', 'Luis'],
    ['This is Pat Kim calling about my claim', 'Pat Kim'],
    ["My name's Joe", 'Joe'],
  ])('finds the name in %j', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    "I'm looking for a job",
    "I'm homeless",
    "I'm Not sure",
    'I am a veteran',
    'This is urgent',
    'this is about my claim',
    "I'm in Texas",
  ])('finds no name in %j', (text) => {
    expect(extractName(text)).toBeNull();
  });

  it.each([
    ['I served in the Army', 'army'],
    ['Navy vet here', 'navy'],
    ['former Marine', 'marines'],
    ['I was USMC for 8 years', 'marines'],
    ['Air Force retiree', 'air_force'],
    ['Space Force', 'space_force'],
    ['I was in the Coast Guard', 'coast_guard'],
    ['Army National Guard', 'national_guard'],
    ['I am in the reserves', 'reserves'],
    ['Army Reserve soldier', 'reserves'],
    ['air_force', 'air_force'],
  ])('reads the branch in %j', (text, branch) => {
    expect(detectBranch(text)).toBe(branch);
  });

  it('finds no branch in an ordinary message', () => {
    expect(detectBranch('I need help with my claim')).toBeNull();
  });

  it.each([
    ['I live in Texas', 'Texas'],
    ['I am from north carolina', 'North Carolina'],
    ['based in West Virginia', 'West Virginia'],
    ["I'm in TX", 'Texas'],
    ['I live in San Diego, CA', 'San Diego, CA'],
    ['Moving from Fort Worth, TX next month', 'Fort Worth, TX'],
    ['near Austin, Texas', 'Austin, TX'],
  ])('reads the location in %j', (text, location) => {
    expect(extractLocation(text)).toBe(location);
  });

  it('finds no location without a state', () => {
    expect(extractLocation('I live in a small town')).toBeNull();
    expect(extractLocation('i am in ok shape')).toBeNull();
  });

  it('redacts every email and phone before a message leaves the server', () => {
    expect(redactContactDetails('a@b.org, C@D.com, (555) 123-4567 or +1 555 765 4321; claim 123456789012')).toBe(
      '[email], [email], [phone] or [phone]; claim 123456789012',
    );
  });

  it('extracts everything at once', () => {
    expect(extractInfo("I'm Maria Lopez, Army veteran from Austin, TX. Reach me at maria@example.org or 512-555-0147.")).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.org',
      phone: '5125550147',
      branch: 'army',
      location: 'Austin, TX',
    });
  });
});

describe('merging with what the widget already had', () => {
  const empty = { name: null, email: null, phone: null, branch: null, location: null };

  it('keeps given values unless the message states a new one', () => {
    const given = { name: 'Sam Hill', email: 'sam@example.org', phone: '5551112222', branch: 'navy', location: 'Ohio' };
    expect(mergeInfo(given, { ...empty, branch: 'air_force', location: 'Texas' })).toEqual({
      name: 'Sam Hill',
      email: 'sam@example.org',
      phone: '5551112222',
      branch: 'air_force',
      location: 'Texas',
    });
  });

  it('drops a given email that is not one and a branch it cannot read', () => {
    expect(mergeInfo({ email: 'not an email', branch: 'Starfleet' }, empty)).toMatchObject({
      email: null,
      branch: null,
    });
    expect(mergeInfo({ branch: 'Air Force', phone: '(555) 111-2222' }, empty)).toMatchObject({
      branch: 'air_force',
      phone: '5551112222',
    });
  });
});
