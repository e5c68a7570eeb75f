<?php
/*
| The Route library as routelens decides it, in PHP, for the oracle (run.php): each request method is a run of
| its own, and a verb route exists only in the run of its method, as in Bonfire's library. Prefixes stack;
| block() takes its paths as separate strings (or one array of them); a context's home makes `name → home` (the
| released library); `{default_controller}` in a target becomes the default controller's name. Written for the
| tests from the semantics routelens documents, not taken from any other library.
*/
class Route
{
    protected static $routes = array();
    protected static $names = array();
    protected static $prefixes = array();
    protected static $default_home = 'home';

    protected static function front()
    {
        return count(self::$prefixes) ? implode('/', self::$prefixes) . '/' : '';
    }

    protected static function create($from, $to, $options = array(), $nested = false)
    {
        $from = self::front() . $from;
        if (is_array($options) && isset($options['as']) && $options['as'] !== '') self::$names[$options['as']] = $from;
        self::$routes[$from] = $to;
    }

    protected static function verb($verb, $from, $to, $options, $nested)
    {
        if (strtoupper($_SERVER['REQUEST_METHOD']) === $verb) self::create($from, $to, $options, $nested);
    }

    public static function any($from, $to, $options = array(), $nested = false) { self::create($from, $to, $options, $nested); }
    public static function get($from, $to, $options = array(), $nested = false) { self::verb('GET', $from, $to, $options, $nested); }
    public static function post($from, $to, $options = array(), $nested = false) { self::verb('POST', $from, $to, $options, $nested); }
    public static function put($from, $to, $options = array(), $nested = false) { self::verb('PUT', $from, $to, $options, $nested); }
    public static function delete($from, $to, $options = array(), $nested = false) { self::verb('DELETE', $from, $to, $options, $nested); }
    public static function head($from, $to, $options = array(), $nested = false) { self::verb('HEAD', $from, $to, $options, $nested); }
    public static function patch($from, $to, $options = array(), $nested = false) { self::verb('PATCH', $from, $to, $options, $nested); }
    public static function options($from, $to, $options = array(), $nested = false) { self::verb('OPTIONS', $from, $to, $options, $nested); }

    /** The engine's empty name: '' or null (a name of 0 is a name). */
    protected static function blank($value)
    {
        return $value === null || $value === '';
    }

    public static function resources($name, $options = array(), $nested = false)
    {
        if (self::blank($name)) return;
        $target = isset($options['controller']) && !self::blank($options['controller']) ? $options['controller'] : $name;
        if (isset($options['module']) && !self::blank($options['module'])) $target = $options['module'] . '/' . $target;
        $constraint = isset($options['constraint']) && !self::blank($options['constraint']) ? $options['constraint'] : '([a-zA-Z0-9\-_]+)';
        $offset = isset($options['offset']) ? (int) $options['offset'] : 0;
        $id = '/$' . (1 + $offset);
        $item = $name . '/' . $constraint;
        self::get($name, $target . '/index');
        self::get($name . '/new', $target . '/create_new');
        self::get($item . '/edit', $target . '/edit' . $id);
        self::get($item, $target . '/show' . $id);
        self::post($name, $target . '/create');
        self::put($item, $target . '/update' . $id);
        self::delete($item, $target . '/delete' . $id);
    }

    public static function context($name, $controller = null, $options = array())
    {
        if (is_array($controller)) {
            $options = $controller;
            $controller = null;
        }
        if (self::blank($name)) return;
        $target = self::blank($controller) ? $name : $controller;
        $offset = isset($options['offset']) ? (int) $options['offset'] : 0;
        for ($count = 6; $count >= 1; $count--) {
            $params = array('$' . (1 + $offset), $target);
            for ($n = 2; $n <= $count; $n++) $params[] = '$' . ($n + $offset);
            self::any($name . str_repeat('/(:any)', $count), implode('/', $params));
        }
        if (isset($options['home']) && !self::blank($options['home'])) self::any($name, $options['home']);
    }

    public static function block($paths)
    {
        $paths = is_array($paths) ? $paths : func_get_args();
        foreach ($paths as $path) {
            if (is_string($path) || is_int($path) || is_float($path)) self::any((string) $path, '');
        }
    }

    public static function prefix($name, $callback)
    {
        if ($name === '' || $name === null) {
            $callback();
            return;
        }
        self::$prefixes[] = $name;
        try {
            $callback();
        } finally {
            array_pop(self::$prefixes);
        }
    }

    public static function named($name)
    {
        return isset(self::$names[$name]) ? self::$names[$name] : null;
    }

    public static function reset()
    {
        self::$routes = array();
        self::$names = array();
    }

    public static function map($routes = array())
    {
        $default = isset($routes['default_controller']) && $routes['default_controller'] !== '' ? $routes['default_controller'] : self::$default_home;
        $name = $default;
        foreach (self::$routes as $from => $to) {
            $routes[$from] = is_string($to) ? str_replace('{default_controller}', $name, $to) : $to;
        }
        if (!isset($routes['default_controller']) || $routes['default_controller'] === '') {
            unset($routes['default_controller']);
            $routes['default_controller'] = $default;
        }
        return $routes;
    }
}
