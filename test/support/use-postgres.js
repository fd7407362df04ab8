process.env.TEST_DATABASE = 'postgres';
