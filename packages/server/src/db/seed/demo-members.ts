// Demo accounts and a few more members, so every page of a fresh portal has something to show.

export const demoPassword = "Classic-Cars-1932";

export interface DemoMember {
  role: string | null;
  email: string;
  firstName: string;
  lastName: string;
  address: { addressLine1: string; city: string; state: string; zipCode: string; country: string };
  cellPhone: string;
  /** 0: all in print by mail (renewal reminders come as letters); 1 unless given. */
  publicationPreferences?: number;
  yearJoined: number;
  nationalPlan: string;
  associate: { firstName: string; lastName: string } | null;
  regions: { code: string; associate: boolean }[];
  administers: string[];
  vehicles: {
    year: number;
    make: string;
    model: string;
    cylinders: number;
    bodyStyle: string;
    /** The chassis number (issue 27: one identity per car in the registry). */
    serialNumber: string;
    approved: boolean;
    /** Drawn at seed time (demo-photos.ts), when the seed is given somewhere to store them. */
    photos?: true;
  }[];
}

export const demoMembers: DemoMember[] = [
  {
    role: "member",
    email: "member@example.org",
    firstName: "Margaret",
    lastName: "Whitfield",
    address: {
      addressLine1: "412 Linden Avenue",
      city: "Winnetka",
      state: "US-IL",
      zipCode: "60093",
      country: "US",
    },
    cellPhone: "(847) 555-0142",
    yearJoined: 2009,
    nationalPlan: "Active Member (USA)",
    associate: { firstName: "Harold", lastName: "Whitfield" },
    regions: [
      { code: "GI", associate: true },
      { code: "UM", associate: false },
    ],
    administers: [],
    vehicles: [
      {
        year: 1932,
        make: "Packard",
        model: "Deluxe Eight",
        serialNumber: "902-1934",
        cylinders: 8,
        bodyStyle: "Coupe Roadster",
        approved: true,
        photos: true,
      },
    ],
  },
  {
    role: "regional administrator",
    email: "admin@example.org",
    firstName: "Robert",
    lastName: "Ashford",
    address: {
      addressLine1: "88 Lake Shore Drive",
      city: "Chicago",
      state: "US-IL",
      zipCode: "60611",
      country: "US",
    },
    cellPhone: "(312) 555-0177",
    yearJoined: 1998,
    nationalPlan: "Active Member (USA)",
    associate: null,
    regions: [{ code: "GI", associate: false }],
    administers: ["GI", "UM"],
    vehicles: [
      {
        year: 1931,
        make: "Cadillac",
        model: "V-16 Series 452",
        serialNumber: "702-1-1931",
        cylinders: 16,
        bodyStyle: "Sport Phaeton",
        approved: true,
      },
    ],
  },
  {
    role: null,
    email: "eleanor.hayes@example.org",
    firstName: "Eleanor",
    lastName: "Hayes",
    address: {
      addressLine1: "19 Orchard Lane",
      city: "Greenwich",
      state: "US-CT",
      zipCode: "06830",
      country: "US",
    },
    cellPhone: "(203) 555-0119",
    yearJoined: 2015,
    nationalPlan: "Active Member (USA)",
    associate: null,
    regions: [{ code: "NE", associate: false }],
    administers: [],
    vehicles: [
      {
        year: 1937,
        make: "Cord",
        model: "812 Supercharged",
        serialNumber: "8123-H-1937",
        cylinders: 8,
        bodyStyle: "Phaeton",
        approved: true,
      },
    ],
  },
  {
    role: null,
    email: "walter.brandt@example.org",
    firstName: "Walter",
    lastName: "Brandt",
    address: {
      addressLine1: "2200 Ridge Road",
      city: "Evanston",
      state: "US-IL",
      zipCode: "60201",
      country: "US",
    },
    cellPhone: "(847) 555-0163",
    yearJoined: 2002,
    nationalPlan: "Active Member (USA)",
    associate: { firstName: "Ingrid", lastName: "Brandt" },
    regions: [{ code: "GI", associate: true }],
    administers: [],
    vehicles: [
      {
        year: 1935,
        make: "Duesenberg",
        model: "Model J",
        serialNumber: "2405-J-1930",
        cylinders: 8,
        bodyStyle: "Convertible Coupe",
        approved: true,
      },
      {
        year: 1929,
        make: "Stutz",
        model: "Model M",
        cylinders: 8,
        bodyStyle: "Speedster",
        serialNumber: "M-31166",
        approved: false,
      },
    ],
  },
  {
    role: null,
    email: "james.okafor@example.org",
    firstName: "James",
    lastName: "Okafor",
    address: {
      addressLine1: "5 Harbour Street",
      city: "Toronto",
      state: "CA-ON",
      zipCode: "M5J 2L2",
      country: "CA",
    },
    cellPhone: "(416) 555-0120",
    // Reads the club on paper: his renewal reminder is a printed letter (issue 15).
    publicationPreferences: 0,
    yearJoined: 2019,
    nationalPlan: "Active Member (Canada)",
    associate: null,
    regions: [{ code: "CAN", associate: false }],
    administers: [],
    vehicles: [
      {
        year: 1948,
        make: "Lincoln",
        model: "Continental",
        serialNumber: "H-86-1940",
        cylinders: 12,
        bodyStyle: "Cabriolet",
        approved: true,
      },
    ],
  },
  {
    // Renews from his reminder's one-click link (issue 15); no other journey changes him.
    role: null,
    email: "henry.caldwell@example.org",
    firstName: "Henry",
    lastName: "Caldwell",
    address: {
      addressLine1: "7 Meeting House Road",
      city: "Concord",
      state: "US-MA",
      zipCode: "01742",
      country: "US",
    },
    cellPhone: "(978) 555-0131",
    yearJoined: 2011,
    nationalPlan: "Active Member (USA)",
    associate: null,
    regions: [{ code: "NE", associate: false }],
    administers: [],
    vehicles: [
      {
        year: 1934,
        make: "Packard",
        model: "Twelve",
        serialNumber: "1107-1936",
        cylinders: 12,
        bodyStyle: "Club Sedan",
        approved: true,
      },
    ],
  },
];

/**
 * The office's demo accounts, neither of them a member: an office administrator (issue 13) and a staff volunteer at
 * the desk (issue 23), to see what the office's rules keep from a staff account.
 */
export const demoStaff = [
  {
    role: "office",
    email: "office@example.org",
    firstName: "Dorothy",
    lastName: "Keller",
    officeRole: "office_admin",
  },
  {
    role: "office staff",
    email: "desk@example.org",
    firstName: "Paul",
    lastName: "Whitaker",
    officeRole: "office_staff",
  },
] as const;
